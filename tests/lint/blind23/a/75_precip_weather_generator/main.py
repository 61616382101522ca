import jax

from ensemble import stochastic_ensemble
from generator import markov_precip

PARAMS = (0.25, 0.65, 0.8, 6.0)


def main():
    reference = markov_precip(jax.random.key(0), *PARAMS)
    print("reference season total", float(reference.sum()))
    totals = stochastic_ensemble(PARAMS, 8)
    print("ensemble", float(totals.mean()), float(totals.std()))


if __name__ == "__main__":
    main()
