from index import stratified_index

def annual_index(catch, stratum, area, n):
    return float(stratified_index(catch=catch, area=area, stratum=stratum, n_strata=n))
