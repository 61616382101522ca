from data import padded_sessions
from fit import fit_signer


def main():
    for name, obs, valid in padded_sessions():
        params, loss = fit_signer(obs, valid)
        print(name, int(valid.sum()), round(loss, 3), float(params["mu_auto_loc"]))


if __name__ == "__main__":
    main()
