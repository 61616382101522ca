import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from episodes import DIM, WaySampler

opt = optax.adam(1e-3)


def proto_loss(encoder, support, query):
    emb_s = jax.vmap(jax.vmap(encoder))(support)
    emb_q = jax.vmap(jax.vmap(encoder))(query)
    protos = emb_s.mean(axis=1)
    d = jnp.sum((emb_q[:, :, None, :] - protos[None, None]) ** 2, axis=-1)
    labels = jnp.broadcast_to(jnp.arange(support.shape[0])[:, None], d.shape[:2])
    return optax.softmax_cross_entropy_with_integer_labels(-d, labels).mean()


@eqx.filter_jit
def episode_step(encoder, opt_state, support, query):
    loss, grads = eqx.filter_value_and_grad(proto_loss)(encoder, support, query)
    updates, opt_state = opt.update(grads, opt_state, eqx.filter(encoder, eqx.is_array))
    return eqx.apply_updates(encoder, updates), opt_state, loss


def main():
    encoder = eqx.nn.MLP(DIM, 8, width_size=16, depth=1, key=jax.random.PRNGKey(0))
    opt_state = opt.init(eqx.filter(encoder, eqx.is_array))
    sampler = WaySampler()
    for ep in range(6):
        support, query = sampler.episode()
        encoder, opt_state, loss = episode_step(encoder, opt_state, support, query)
        print(ep, support.shape[0], float(loss))


if __name__ == "__main__":
    main()
