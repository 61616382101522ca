def horizons(t_final, n_stages):
    return [t_final * (k + 1) / n_stages for k in range(n_stages)]
