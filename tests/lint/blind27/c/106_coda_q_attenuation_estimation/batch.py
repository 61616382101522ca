from coda import coda_q


def q_for_station(env, t, freqs, n_windows=6):
    return [coda_q(env[i], t, f, n_windows) for i, f in enumerate(freqs)]
