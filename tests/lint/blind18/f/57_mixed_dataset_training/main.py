import jax
import jax.numpy as jnp
import optax

from datasets import HighwayScans, UrbanScans, round_robin

tx = optax.sgd(0.1)


def logits_fn(params, pts):
    return jnp.tanh(pts @ params["w1"]) @ params["w2"]


@jax.jit
def train_step(params, opt_state, pts, labels, valid):
    def loss_fn(p):
        ce = optax.softmax_cross_entropy_with_integer_labels(logits_fn(p, pts), labels)
        w = valid.astype(jnp.float32)
        return jnp.sum(ce * w) / jnp.maximum(jnp.sum(w), 1.0)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": 0.3 * jax.random.normal(k1, (4, 16)), "w2": 0.3 * jax.random.normal(k2, (16, 2))}
    opt_state = tx.init(params)
    for step, (pts, labels, valid) in enumerate(round_robin([UrbanScans(0), HighwayScans(1)], 6)):
        params, opt_state, loss = train_step(params, opt_state, pts, labels, valid)
        print(f"step {step} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
