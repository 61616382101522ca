import jax.numpy as jnp

from engine import QuoteEngine

RATING_TABLES = {
    "vehicle": jnp.array([0.8, 1.0, 1.2, 1.5, 2.1]),
    "driver": jnp.array([1.9, 1.3, 1.0, 0.9, 1.1]),
}

ENGINE = QuoteEngine(base_rate=410.0, relativities=RATING_TABLES)


def handle_request(req):
    return float(ENGINE.price(req["vehicle_group"], req["driver_band"], req["ncd"]))
