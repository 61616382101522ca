from sampler import EnsembleSampler

N_WALKERS = 25
DIM = 2

if __name__ == "__main__":
    sampler = EnsembleSampler(N_WALKERS, DIM)
    chain = []
    for it in range(30):
        acc = sampler.sweep()
        chain.append(sampler.walkers)
    print("last acceptance", float(acc))
    print("walker mean", sampler.walkers.mean(0))
