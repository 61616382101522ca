import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from ema import EMATeacher


class Encoder(eqx.Module):
    layers: list

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(48, 32, key=k1), eqx.nn.Linear(32, 16, key=k2)]

    def __call__(self, x):
        x = jax.nn.relu(self.layers[0](x))
        return self.layers[1](x)


def augment(key, x):
    noise = 0.1 * jax.random.normal(key, x.shape)
    return x + noise


optim = optax.adam(1e-3)


@eqx.filter_jit
def distill_step(student, teacher, opt_state, key, batch):
    k1, k2 = jax.random.split(key)

    def loss_fn(s):
        zs = jax.vmap(s)(augment(k1, batch))
        zt = jax.lax.stop_gradient(jax.vmap(teacher.model)(augment(k2, batch)))
        zs = zs / jnp.linalg.norm(zs, axis=-1, keepdims=True)
        zt = zt / jnp.linalg.norm(zt, axis=-1, keepdims=True)
        return jnp.mean(jnp.sum((zs - zt) ** 2, -1))

    loss, grads = eqx.filter_value_and_grad(loss_fn)(student)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(student, eqx.is_array))
    student = eqx.apply_updates(student, updates)
    teacher = teacher.update(student)
    return student, teacher, opt_state, loss


def main():
    key = jax.random.PRNGKey(0)
    student = Encoder(key)
    teacher = EMATeacher(Encoder(key))
    opt_state = optim.init(eqx.filter(student, eqx.is_array))
    data = np.random.default_rng(0).normal(size=(64, 48)).astype(np.float32)
    for step in range(4):
        key, sub = jax.random.split(key)
        batch = data[(step * 16) % 64:(step * 16) % 64 + 16]
        student, teacher, opt_state, loss = distill_step(student, teacher, opt_state, sub, batch)
        print(f"step {step} loss {float(loss):.4f} teacher updates {teacher.num_updates}")


if __name__ == "__main__":
    main()
