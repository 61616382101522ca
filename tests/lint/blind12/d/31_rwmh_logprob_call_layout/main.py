import numpy as np

from model import log_posterior
from sampler import random_walk_metropolis

Y = np.array([28, 8, -3, 7, -1, 1, 18, 12], np.float32)
SIGMA = np.array([15, 10, 16, 11, 9, 11, 10, 18], np.float32)


def main():
    data = (Y, SIGMA)
    theta0 = np.zeros(2 + len(Y), np.float32)
    chain, acc = random_walk_metropolis(theta0, data, n_steps=8, step_size=0.3)
    posterior_mean = chain.mean(0)
    print("acceptance", acc, "mu", posterior_mean[0], "tau", np.exp(posterior_mean[1]))
    print("log p at mean", float(log_posterior(theta=posterior_mean, data=data)))


if __name__ == "__main__":
    main()
