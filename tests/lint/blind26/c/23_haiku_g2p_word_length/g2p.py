import haiku as hk
import jax
import jax.numpy as jnp

N_GRAPH, N_PHON, EMB = 28, 34, 32


def tagger(graphemes):
    x = hk.Embed(N_GRAPH, EMB)(graphemes)
    x = hk.Conv1D(EMB, kernel_shape=3)(x)
    x = jax.nn.relu(x)
    return hk.Linear(N_PHON)(x)


net = hk.without_apply_rng(hk.transform(tagger))


@jax.jit
def g2p_step(params, graphemes, phones):
    def lf(p):
        logp = jax.nn.log_softmax(net.apply(p, graphemes))
        return -jnp.take_along_axis(logp, phones[:, :, None], -1).mean()
    loss, g = jax.value_and_grad(lf)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.1 * b, params, g), loss
