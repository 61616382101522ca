import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

schedule = optax.exponential_decay(0.02, transition_steps=10, decay_rate=0.7)
optimizer = optax.adam(1.0)


@eqx.filter_jit
def decay_step(model, opt_state, x, y, step):
    lr = schedule(step)

    def loss(m):
        return jnp.mean((jax.vmap(m)(x)[:, 0] - y) ** 2)
    l, g = eqx.filter_value_and_grad(loss)(model)
    updates, opt_state = optimizer.update(g, opt_state, eqx.filter(model, eqx.is_array))
    updates = jax.tree.map(lambda u: u * lr, updates)
    return eqx.apply_updates(model, updates), opt_state, l


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(96, 4)), jnp.float32)
    y = jnp.asarray(np.cos(x[:, 2]) * 3 + x[:, 0], jnp.float32)
    model = eqx.nn.MLP(4, 1, 16, 1, key=jax.random.PRNGKey(0))
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    step = jnp.asarray(0, jnp.int32)
    for _ in range(20):
        model, opt_state, l = decay_step(model, opt_state, x, y, step)
        step = step + 1
    print(int(step), float(l))


if __name__ == "__main__":
    main()
