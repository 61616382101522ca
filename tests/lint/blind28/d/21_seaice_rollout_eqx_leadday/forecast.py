import equinox as eqx


@eqx.filter_jit
def predict_day(model, sic, sst, lead_day):
    return model(sic, sst, lead_day)


def rollout(model, sic0, sst, n_days):
    fields = [sic0]
    for lead in range(n_days):
        fields.append(predict_day(model, fields[-1], sst, lead))
    return fields
