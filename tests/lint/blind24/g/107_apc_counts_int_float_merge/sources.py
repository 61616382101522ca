import numpy as np


def apc_counts(rng, n_stops):
    return rng.poisson(12, n_stops).tolist()


def imputed_counts(rng, n_stops):
    return (rng.gamma(6, 2, n_stops)).round(1).tolist()


def stop_counts(trip_id, rng, n_stops=18):
    if trip_id % 4 == 3:
        return imputed_counts(rng, n_stops)
    return apc_counts(rng, n_stops)
