import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from model import Classifier, with_temperature


@eqx.filter_jit
def predictive_entropy(model, x):
    logits = jax.vmap(model)(x)
    p = jax.nn.softmax(logits, -1)
    return -jnp.sum(p * jnp.log(p + 1e-9), -1)


@eqx.filter_jit
def train_step(model, opt_state, x, y):
    def loss_fn(m):
        logits = jax.vmap(m)(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = opt.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


opt = optax.adam(1e-2)


def main():
    key = jax.random.PRNGKey(0)
    kx, km = jax.random.split(key)
    pool = jax.random.normal(kx, (256, 2))
    labels = (pool[:, 0] > 0).astype(jnp.int32) + (pool[:, 1] > 0.5).astype(jnp.int32)
    model = Classifier(km)
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    labelled = jnp.zeros(256, bool).at[:16].set(True)
    for rnd in range(5):
        temp = 2.0 * (0.7**rnd)
        model = with_temperature(model, temp)
        x_l = pool[:64]
        y_l = labels[:64]
        for _ in range(3):
            model, opt_state, loss = train_step(model, opt_state, x_l, y_l)
        ent = predictive_entropy(model, pool)
        ent = jnp.where(labelled, -jnp.inf, ent)
        labelled = labelled.at[jnp.argmax(ent)].set(True)
        print(rnd, round(temp, 3), float(loss), int(labelled.sum()))


if __name__ == "__main__":
    main()
