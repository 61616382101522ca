from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("compute_dtype",))
def trichomonas_score(w, x, compute_dtype):
    # bull preputial scraping PCR features -> Tritrichomonas foetus positive
    z = x.astype(compute_dtype) @ w.astype(compute_dtype)
    return jax.nn.sigmoid(z).astype(jnp.float32)
