from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="vocab")
def job_mix_vector(code_ids, fte, vocab):
    onehot = jax.nn.one_hot(code_ids, len(vocab))
    mix = (onehot * fte[:, None]).sum(0)
    return mix / mix.sum()
