import numpy as np
import jax
import jax.numpy as jnp

from thresholds import cutoffs


@jax.jit
def ketosis_prevalence(bhb, sub_cut, clin_cut):
    sub = jnp.mean((bhb >= sub_cut) & (bhb < clin_cut))
    clin = jnp.mean(bhb >= clin_cut)
    return sub, clin


rng = np.random.default_rng(81)
for practice in ["Moorland Vets", "Fenwick Vets", "Dales Practice", "Fenwick Vets"]:
    bhb = rng.gamma(2.2, 0.45, size=120).astype(np.float32)
    sub_cut, clin_cut = cutoffs(practice)
    sub, clin = ketosis_prevalence(bhb, sub_cut, clin_cut)
    print(f"{practice}: subclinical {float(sub):.2%}, clinical {float(clin):.2%}")
