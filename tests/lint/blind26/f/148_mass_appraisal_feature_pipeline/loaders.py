import numpy as np

def county_features(rng, n=200):
    return {"sqft": rng.uniform(0.8, 3.5, n), "age": rng.uniform(0, 9, n), "lot": rng.uniform(0.1, 2, n)}

def city_features(rng, n=200):
    return {"lot": rng.uniform(0.05, 0.5, n), "sqft": rng.uniform(0.5, 2.5, n), "age": rng.uniform(0, 12, n)}
