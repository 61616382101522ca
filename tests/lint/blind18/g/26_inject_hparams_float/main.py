import jax
import jax.numpy as jnp
import numpy as np
import optax

from engine import StepLR, make_train_step


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 6)).astype(np.float32)
    y = (x[:, 0] * x[:, 1] > 0).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (6, 32)) * 0.4, "b1": jnp.zeros(32),
              "w2": jax.random.normal(k2, (32, 1)) * 0.2}
    sched = StepLR(base_lr=0.1, step_size=1, gamma=0.5)
    optimizer = optax.inject_hyperparams(optax.sgd)(learning_rate=sched.lr_at(0), momentum=0.9)
    opt_state = optimizer.init(params)
    train_step = make_train_step(optimizer)
    for epoch in range(4):
        opt_state.hyperparams["learning_rate"] = sched.lr_at(epoch)
        for i in range(0, 64, 16):
            params, opt_state, loss = train_step(params, opt_state, {"x": x[i:i + 16], "y": y[i:i + 16]})
        print(epoch, sched.lr_at(epoch), float(loss))


if __name__ == "__main__":
    main()
