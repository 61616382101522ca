import equinox as eqx
import jax
import numpy as np
import jax.numpy as jnp
import optax


def make_member(key, n_in):
    return eqx.nn.MLP(n_in, 1, 32, 2, activation=lambda x: jax.nn.softplus(x) - 0.6931, key=key)


def make_ensemble(n_members, n_in, seed=0):
    keys = jax.random.split(jax.random.PRNGKey(seed), n_members)
    return [make_member(k, n_in) for k in keys]


tx = optax.adam(3e-3)


@eqx.filter_jit
def member_step(model, opt_state, x, y):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(x)[:, 0] - y) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = tx.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(128, 6)), jnp.float32)
    y = jnp.asarray(-2.0 + 0.8 * np.asarray(x[:, 0]) - 0.5 * np.asarray(x[:, 3]) ** 2, jnp.float32)
    preds = []
    for i, member in enumerate(make_ensemble(4, 6)):
        opt_state = tx.init(eqx.filter(member, eqx.is_array))
        for _ in range(30):
            member, opt_state, loss = member_step(member, opt_state, x, y)
        preds.append(jax.vmap(member)(x[:5])[:, 0])
        print(f"member {i}: loss {float(loss):.3f}")
    print("ensemble logS (first 5):", np.round(np.asarray(jnp.stack(preds).mean(0)), 2))


if __name__ == "__main__":
    main()
