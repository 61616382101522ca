import jax

from loader import iterate_years
from model import fit_step, init, tx


def main():
    params = init(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    years = range(1978, 1988)
    for batch in iterate_years(years):
        params, opt_state, loss = fit_step(params, opt_state, batch)
    print("final loss", float(loss))


if __name__ == "__main__":
    main()
