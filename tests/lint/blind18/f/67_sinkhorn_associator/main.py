import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from associator import SinkhornAssociator, anneal

opt = optax.adam(1e-2)


@eqx.filter_jit
def train_step(model, opt_state, tracks, dets, perm):
    def loss_fn(m):
        P = m(tracks, dets)
        return -jnp.mean(jnp.log(P[jnp.arange(P.shape[0]), perm] + 1e-9))

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = opt.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    key = jax.random.PRNGKey(0)
    model = SinkhornAssociator(8, 1.0, key)
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for step in range(6):
        key, k1, k2 = jax.random.split(key, 3)
        tracks = jax.random.normal(k1, (10, 8))
        perm = jax.random.permutation(k2, 10)
        dets = tracks[perm.argsort()] + 0.1 * jax.random.normal(k1, (10, 8))
        model, opt_state, loss = train_step(model, opt_state, tracks, dets, perm)
        model = anneal(model, max(0.1, 1.0 * 0.7**step))
        print(f"step {step} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
