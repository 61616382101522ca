REPORTING = {
    "lag_grid": tuple(range(12)),
    "quarters": 6,
}
