import haiku as hk
import jax

def forward(x):
    return hk.nets.MLP([32, 32, 1])(x)[:, 0]

avm = hk.without_apply_rng(hk.transform(forward))

@jax.jit
def serve_padded(params, feats):
    return 300_000.0 * jax.numpy.exp(0.1 * avm.apply(params, feats))
