from model import outcome_probs


def matchday_report(params, feats, names):
    probs = outcome_probs(params, feats)
    for n, p in zip(names, probs):
        print(f"{n}: H {float(p[0]):.2f} D {float(p[1]):.2f} A {float(p[2]):.2f}")
