import jax.numpy as jnp

from adapt import adapt_head
from users import FEAT, GESTURES, user_calibration_sets


def main():
    global_head = {"w": jnp.zeros((FEAT, GESTURES)), "b": jnp.zeros(GESTURES)}
    for name, x, y in user_calibration_sets():
        head, loss = adapt_head(global_head, x, y)
        acc = float(((x @ head["w"] + head["b"]).argmax(-1) == y).mean())
        print(name, x.shape[0], round(float(loss), 4), acc)


if __name__ == "__main__":
    main()
