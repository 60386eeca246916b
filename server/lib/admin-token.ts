// The header in which the command line hands a running server the admin token it keeps in
// DATA_DIR: its own module so that the command line can name it without loading the routes.
export const ADMIN_TOKEN_HEADER = 'x-floorcraft-admin-token';
