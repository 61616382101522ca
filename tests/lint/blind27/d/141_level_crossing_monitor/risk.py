import jax.numpy as jnp


def crossing_risk(road_flow, train_gap_min, barrier_type):
    base = 0.002 if barrier_type == "full" else 0.01
    return base * road_flow / jnp.maximum(train_gap_min, 1.0)
