import jax
import jax.numpy as jnp
import optax

TOTAL_STEPS = 60
schedule = optax.warmup_cosine_decay_schedule(0.0, 3e-3, 10, TOTAL_STEPS, 1e-4)
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(schedule))


def encode(p, onehot):
    x = onehot @ p["enc"]
    return x / jnp.sqrt(jnp.mean(x ** 2, axis=-1, keepdims=True))


@jax.jit
def ae_train_step(p, opt_state, key):
    k1, k2 = jax.random.split(key)
    labels = jax.random.randint(k1, (256,), 0, 16)
    def loss(p):
        x = encode(p, jax.nn.one_hot(labels, 16))
        y = x + 0.3 * jax.random.normal(k2, x.shape)
        return optax.softmax_cross_entropy_with_integer_labels(y @ p["dec"], labels).mean()
    l, g = jax.value_and_grad(loss)(p)
    u, opt_state = tx.update(g, opt_state, p)
    return optax.apply_updates(p, u), opt_state, l
