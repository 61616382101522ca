import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import ListwiseRanker, anneal

opt = optax.adam(3e-3)


@eqx.filter_jit
def step(model, opt_state, items, clicks):
    def loss_fn(m):
        return -jnp.sum(clicks * m(items))

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = opt.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    model = ListwiseRanker(10, jax.random.PRNGKey(0))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for epoch in range(4):
        for _ in range(3):
            items = jnp.asarray(rng.normal(size=(20, 10)), jnp.float32)
            clicks = jnp.asarray(np.eye(20)[rng.integers(20)], jnp.float32)
            model, opt_state, loss = step(model, opt_state, items, clicks)
        model = anneal(model, 0.8)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
