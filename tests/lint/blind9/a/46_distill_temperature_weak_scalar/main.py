import jax
import jax.numpy as jnp
import numpy as np
import optax

EPOCHS = 5
STEPS_PER_EPOCH = 2

opt = optax.adam(1e-2)


def init(key, dim, hidden, classes):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (dim, hidden)) * 0.1,
            "w2": jax.random.normal(k2, (hidden, classes)) * 0.1}


def net(params, x):
    return jax.nn.relu(x.reshape(x.shape[0], -1) @ params["w1"]) @ params["w2"]


@jax.jit
def distill_step(student, opt_state, teacher, images, temperature):
    t_probs = jax.nn.softmax(net(teacher, images) / temperature)

    def loss_fn(p):
        s_logp = jax.nn.log_softmax(net(p, images) / temperature)
        return -(temperature ** 2) * jnp.mean(jnp.sum(t_probs * s_logp, -1))

    loss, grads = jax.value_and_grad(loss_fn)(student)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(student, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    teacher = init(jax.random.PRNGKey(0), 48, 64, 10)
    student = init(jax.random.PRNGKey(1), 48, 8, 10)
    opt_state = opt.init(student)
    temperature = 4.0
    for epoch in range(EPOCHS):
        for _ in range(STEPS_PER_EPOCH):
            images = rng.uniform(size=(16, 4, 4, 3)).astype(np.float32)
            student, opt_state, loss = distill_step(student, opt_state, teacher, images, temperature)
        print(f"epoch {epoch}: T={float(temperature):.2f} loss {float(loss):.4f}")
        # anneal the softening temperature towards 1
        temperature = jnp.maximum(1.0, temperature * 0.7)


if __name__ == "__main__":
    main()
