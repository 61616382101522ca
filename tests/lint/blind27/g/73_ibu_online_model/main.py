import numpy as np
import jax

from model import ibu, opt, ibu_online_update
from brewhouse import daily_lab_results


def main():
    params = ibu.init(jax.random.PRNGKey(0), np.zeros((1, 4), np.float32))
    opt_state = opt.init(params)
    for day, x, y in daily_lab_results(12):
        params, opt_state, loss = ibu_online_update(params, opt_state, x, y)
        print(f"day {day}: {len(x)} brews, loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
