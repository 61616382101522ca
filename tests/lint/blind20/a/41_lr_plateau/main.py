import jax
import jax.numpy as jnp
import optax

HIST, FUT = 6, 10


def init(key):
    k1, k2 = jax.random.split(key)
    return {"enc": jax.random.normal(k1, (HIST * 2, 32)) * 0.1,
            "dec": jax.random.normal(k2, (32, FUT * 2)) * 0.1}


def predict(params, past):
    h = jax.nn.relu(past.reshape(past.shape[0], -1) @ params["enc"])
    return (h @ params["dec"]).reshape(past.shape[0], FUT, 2)


tx = optax.inject_hyperparams(optax.adam)(learning_rate=1e-3)


@jax.jit
def train_step(params, opt_state, past, future):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((predict(p, past) - future) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


class ReduceOnPlateau:
    def __init__(self, factor=0.5, patience=1):
        self.factor, self.patience = factor, patience
        self.best, self.bad = float("inf"), 0

    def step(self, opt_state, val_loss):
        if val_loss < self.best:
            self.best, self.bad = val_loss, 0
            return opt_state
        self.bad += 1
        if self.bad > self.patience:
            self.bad = 0
            lr = opt_state.hyperparams["learning_rate"] * self.factor
            opt_state.hyperparams["learning_rate"] = float(lr)
        return opt_state


def main():
    key = jax.random.PRNGKey(0)
    params = init(key)
    opt_state = tx.init(params)
    sched = ReduceOnPlateau()
    val_losses = [1.0, 0.9, 0.95, 0.97, 0.99, 0.98, 1.01, 1.02]
    for epoch, val in enumerate(val_losses):
        key, k = jax.random.split(key)
        traj = jnp.cumsum(jax.random.normal(k, (16, HIST + FUT, 2)), axis=1)
        params, opt_state, loss = train_step(params, opt_state, traj[:, :HIST], traj[:, HIST:])
        opt_state = sched.step(opt_state, val)
        print(epoch, float(loss), float(opt_state.hyperparams["learning_rate"]))


if __name__ == "__main__":
    main()
