import jax
import jax.numpy as jnp

from data import event_batches
from train import discrim_step, model, tx


def main():
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 12)))
    opt_state = tx.init(params)
    for epoch in range(2):
        for batch in event_batches(seed=epoch):
            params, opt_state, loss = discrim_step(params, opt_state, batch)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
