import jax
import jax.numpy as jnp
import numpy as np
import optax


class TemperatureSchedule:
    """Geometric cooling of the distillation temperature, floored at 1."""

    def __init__(self, start=4.0, decay=0.8, floor=1.0):
        self.value = float(start)
        self.decay = float(decay)
        self.floor = float(floor)

    def step(self):
        self.value = max(self.floor, self.value * self.decay)
        return self.value


tx = optax.adam(3e-3)


def student(params, x):
    return jax.nn.relu(x @ params["w1"]) @ params["w2"]


def teacher(x):
    return jnp.stack([x.sum(-1), x[:, 0] - x[:, 1], jnp.sin(x[:, 2]) * 3], axis=-1)


@jax.jit
def distill_step(params, opt_state, x, temperature):
    t_logits = teacher(x)

    def loss_fn(p):
        s_log_probs = jax.nn.log_softmax(student(p, x) / temperature)
        t_probs = jax.nn.softmax(t_logits / temperature)
        return -(temperature ** 2) * jnp.mean(jnp.sum(t_probs * s_log_probs, axis=-1))

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(48, 6)).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (6, 24)) * 0.3, "w2": jax.random.normal(k2, (24, 3)) * 0.3}
    opt_state = tx.init(params)
    schedule = TemperatureSchedule()
    temperature = schedule.value
    for epoch in range(8):
        for _ in range(2):
            params, opt_state, loss = distill_step(params, opt_state, x, temperature)
        print(f"epoch {epoch}: T={temperature} loss={float(loss):.4f}")
        temperature = schedule.step()


if __name__ == "__main__":
    main()
