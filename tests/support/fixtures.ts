/** Known accounts of the test database; browser and API tests sign in with these. */
export const ADMIN_EMAIL = 'admin@test.cz';
export const ADMIN_PASSWORD = 'Admin-Passw0rd!';
