SITE_SETTINGS = {
    "site-a": {},
    "site-b": {"temperature": 0.5},
    "site-c": {},
    "site-d": {"temperature": 2.0},
}
