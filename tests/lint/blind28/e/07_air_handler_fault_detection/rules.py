import jax
import jax.numpy as jnp


@jax.jit
def apar_fault_scores(trend):
    # APAR-style checks: mixed air temp should lie between outdoor and return air temps
    lo = jnp.minimum(trend["oat"], trend["rat"]) - 0.5
    hi = jnp.maximum(trend["oat"], trend["rat"]) + 0.5
    mat_out_of_range = jnp.mean((trend["mat"] < lo) | (trend["mat"] > hi))
    sat_high = jnp.mean(trend["sat"] > trend["mat"] + 1.0)
    scores = {"mat_range": mat_out_of_range, "sat_high": sat_high}
    if "damper_pos" in trend:
        oa_frac = (trend["mat"] - trend["rat"]) / (trend["oat"] - trend["rat"] + 1e-3)
        scores["damper_mismatch"] = jnp.mean(jnp.abs(oa_frac - trend["damper_pos"]) > 0.3)
    return scores
