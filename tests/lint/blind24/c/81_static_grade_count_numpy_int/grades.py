from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="n_grades")
def grade_distribution(grade_idx, fte, n_grades):
    counts = jnp.zeros(n_grades).at[grade_idx].add(fte)
    return counts / counts.sum()
