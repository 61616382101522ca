BASINS = {
    "Amundsen": {"gamma_t": 3.6e-5, "t_ocean": 1.0},
    "Ross": {"gamma_t": 1.2e-5, "t_ocean": -1.6},
    "Filchner-Ronne": {"gamma_t": 1.0e-5, "t_ocean": -1.8},
    "Amery": {"gamma_t": 1.8e-5, "t_ocean": -1.2},
    "Totten": {"gamma_t": 2.9e-5, "t_ocean": 0.3},
    "Getz": {"gamma_t": 3.1e-5, "t_ocean": 0.7},
}
