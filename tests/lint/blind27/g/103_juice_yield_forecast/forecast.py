from yields import juice_yield


def block_forecast(samples, eff):
    return juice_yield(cluster_mass=samples["mass"], berry_count=samples["berries"], press_efficiency=eff)


def contract_check(samples, eff, contracted_l):
    litres = juice_yield(press_efficiency=eff, cluster_mass=samples["mass"], berry_count=samples["berries"])
    return float(litres.sum()) >= contracted_l
