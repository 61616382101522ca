import jax.numpy as jnp

from metrics import weighted_mape


def network_report(pred, actual, accessible):
    return {
        "all_stops": float(weighted_mape(pred, actual)),
        "accessible_stops": float(weighted_mape(pred, actual, accessible)),
    }
