import numpy as np


def tournament_select(pop, fit, rng, k=3):
    idx = rng.integers(0, len(pop), size=(len(pop), k))
    winners = idx[np.arange(len(pop)), np.argmax(fit[idx], axis=1)]
    return pop[winners]


def crossover(parents, rng):
    mates = parents[rng.permutation(len(parents))]
    mask = rng.random(parents.shape) < 0.5
    return np.where(mask, parents, mates)


def mutate(pop, rng, rate=0.02):
    flips = rng.random(pop.shape) < rate
    return np.where(flips, 1 - pop, pop).astype(np.int8)


def next_generation(pop, fit, rng):
    children = mutate(crossover(tournament_select(pop, fit, rng), rng), rng)
    # replace clones with random immigrants so the evaluation budget goes to distinct genomes
    unique = np.unique(children, axis=0)
    immigrants = rng.integers(0, 2, (len(pop) - len(unique), pop.shape[1])).astype(np.int8)
    return np.concatenate([unique, immigrants], axis=0)
