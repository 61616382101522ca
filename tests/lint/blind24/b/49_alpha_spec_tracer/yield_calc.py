import jax
import jax.numpy as jnp


def roi_sum(counts, roi):
    ch = jnp.arange(counts.shape[0])
    return jnp.sum(jnp.where((ch >= roi[0]) & (ch < roi[1]), counts, 0.0))


@jax.jit
def analyte_activity(sample, live_time, efficiency):
    a = roi_sum(sample["counts"], sample["analyte_roi"])
    t = roi_sum(sample["counts"], sample["tracer_roi"])
    tracer_bq = sample["tracer_bq"]
    chem_yield = jnp.where(tracer_bq > 0, t / (tracer_bq * live_time * efficiency + 1e-12), 0.85)
    return a / (live_time * efficiency * chem_yield)
