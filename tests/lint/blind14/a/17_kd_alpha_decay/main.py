import jax
import jax.numpy as jnp
import numpy as np
import optax

from config import DistillConfig

VOCAB = 30
cfg = DistillConfig()
tx = optax.sgd(0.05)


def logits_of(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


@jax.jit
def kd_step(params, opt_state, x, labels, teacher_logits, alpha):
    def loss_fn(p):
        s = logits_of(p, x)
        hard = optax.softmax_cross_entropy_with_integer_labels(s, labels).mean()
        soft = optax.softmax_cross_entropy(
            s / cfg.temperature, jax.nn.softmax(teacher_logits / cfg.temperature)
        ).mean()
        return alpha * soft + (1.0 - alpha) * hard

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = {"w1": jnp.asarray(rng.normal(size=(12, 16)) * 0.2, jnp.float32),
              "w2": jnp.asarray(rng.normal(size=(16, VOCAB)) * 0.2, jnp.float32)}
    opt_state = tx.init(params)
    alpha = cfg.alpha
    for step in range(cfg.steps):
        x = rng.normal(size=(8, 12)).astype(np.float32)
        labels = rng.integers(0, VOCAB, size=(8,)).astype(np.int32)
        teacher = rng.normal(size=(8, VOCAB)).astype(np.float32)
        params, opt_state, loss = kd_step(params, opt_state, x, labels, teacher, alpha)
        alpha = cfg.next_alpha(alpha)
        print(step, float(alpha), float(loss))


if __name__ == "__main__":
    main()
