import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from loader import spot_batches

opt = optax.adam(1e-3)
ARRAY_KEYS = ("expr", "coords")


class SpotEncoder(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, genes, key):
        self.mlp = eqx.nn.MLP(genes, 2, 32, 2, key=key)

    def __call__(self, expr):
        return self.mlp(jnp.log1p(expr))


@eqx.filter_jit
def step(model, opt_state, batch):
    def loss_fn(m):
        pred = jax.vmap(m)(batch["expr"])
        return jnp.mean((pred - batch["coords"]) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = opt.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    model = SpotEncoder(40, jax.random.PRNGKey(0))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for epoch in range(2):
        for batch in spot_batches(rng, epoch):
            arrays = {k: batch[k] for k in ARRAY_KEYS}
            model, opt_state, loss = step(model, opt_state, arrays)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
