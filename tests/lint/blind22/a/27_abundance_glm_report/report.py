from glm import poisson_deviance


def summarize(beta, datasets):
    for name, (x, y) in datasets.items():
        dev = poisson_deviance(beta, covariates=x, counts=y)
        print(f"{name:>10}: deviance {float(dev):.2f}")
