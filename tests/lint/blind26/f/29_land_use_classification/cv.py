import haiku as hk
import jax
import jax.numpy as jnp

def run_fold(Xtr, ytr, Xva, yva, seed):
    def forward(x):
        return hk.nets.MLP([32, 5])(x)
    net = hk.without_apply_rng(hk.transform(forward))
    params = net.init(jax.random.PRNGKey(seed), Xtr[:1])

    @jax.jit
    def fold_apply(params, x):
        return net.apply(params, x)

    grad_fn = jax.grad(lambda p: -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(net.apply(p, Xtr)), ytr[:, None], 1)))
    for _ in range(20):
        params = jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grad_fn(params))
    return float(jnp.mean(jnp.argmax(fold_apply(params, Xva), -1) == yva))
