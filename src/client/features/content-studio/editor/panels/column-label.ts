import { objectAt, type ListColumn } from '../../../../../engine/step-editor/source-lists';
import type { StepFiles } from '../../../../../engine/step-editor/types';

/** The list's name as members read it (its title's Czech text), else its property name. */
export function listLabel(list: string, files: StepFiles | undefined, titles: Record<string, string>): string {
  const name = list.replace(/^\//, '');
  const key = objectAt(objectAt(files?.ui)[name])['ui:title'];
  return (typeof key === 'string' && titles[key]) || name;
}

/** 'Procesy › Vlastník': a list column by the titles members read, else by its names. */
export function columnLabel(column: ListColumn, files: StepFiles | undefined, titles: Record<string, string>): string {
  return `${listLabel(column.list, files, titles)} › ${(column.title && titles[column.title]) || column.column}`;
}
