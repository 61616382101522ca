PROCESS = {
    "develop_time_s": 60.0,
    "n_time_steps": 120,
    "resist_thickness_nm": 90.0,
    "rmax": 100.0,   # nm/s
    "rmin": 0.1,
    "mth": 0.5,
    "n_mack": 5.0,
}

DOSES = [18.0, 20.0, 22.0, 24.0, 26.0, 28.0]  # mJ/cm^2
