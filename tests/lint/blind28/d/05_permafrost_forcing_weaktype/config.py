SITE = {
    "name": "Samoylov borehole",
    "n_layers": 40,
    "dz": 0.5,
    "kappa": 8.0e-7,
    "dt_days": 1.0,
    "initial_surface_temp": 0.0,
}
