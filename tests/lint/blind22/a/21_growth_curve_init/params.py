def initial_params(cfg):
    # logistic canopy-cover curve: asymptote, growth rate, inflection day
    return {"cmax": cfg["cmax0"], "rate": cfg["rate0"], "t_half": cfg["t_half0"]}
